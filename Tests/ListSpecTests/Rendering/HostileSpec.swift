/// A spec written to break renderers: markup, quotes, control characters, bidi overrides,
/// keywords and odd names as cell types, extreme numbers and heights, empty things.
enum HostileSpec {
    static let yaml = #"""
    tables:
      "<script>alert(1)</script>":
        style: plain
        sections:
          - sectionID: -5
            header: "\"><img src=x onerror=alert(1)> & 'quotes'"
            footer: "</style><style>body{display:none}</style>"
            indexTitle: "<b>"
            viewModel: {kind: "`code` | pipe"}
            cells:
              - {cellID: 0, cellType: "a\"b<c>", viewModel: "line1\nline2 \e[31m red | `tick` *star* [l](u) <b>", action: "x\"onmouseover=\"alert(1)", deletable: true}
              - {cellID: 1, cellType: default, viewModel: {title: "T <i>", detail: "D & d"}, height: 0}
              - {cellID: 2, cellType: "2-up", viewModel: [1, 2.5, .inf, -.inf, .nan, null, {}, [], -9223372036854775808], height: 1e300}
              - {cellID: 3, cellType: self, viewModel: 42, height: 20.125}
              - {cellID: 4, cellType: Type, viewModel: null, height: automatic, estimatedHeight: 100}
              - {cellID: 5, cellType: "", viewModel: {"": "", "a\"b": {nested: [true, false, "\u0000\u202E"]}}}
              - {cellID: 6, cellType: "!!!", viewModel: "\\(interpolation) \"quoted\" \t tab \r cr \u2028 \u0085"}
              - {cellID: 7, cellType: "menu cell", viewModel: 12345678901234567890.5}
              - {cellID: 8, cellType: "MenuCell", viewModel: "*/ /* end comments"}
          - sectionID: 7
            indexTitle: Z
          - sectionID: 9
            header: {view: "View\"<x>", height: automatic}
            footer: {title: plain footer, height: 1e300}
            cells:
              - {cellID: -1, cellType: "ünïcödé cell", viewModel: "مرحبا \u202Eevil", action: Go}
      empty: {}
      "class":
        style: grouped
        sections:
          - sectionID: 0
      "2nd table!":
        style: insetGrouped
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: rawValue}, {cellID: 1, cellType: raw-value}, {cellID: 2, cellType: raw_value}]
    """#
}
