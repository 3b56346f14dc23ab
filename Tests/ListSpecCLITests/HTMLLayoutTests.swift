import Foundation
import Testing

/// The HTML picture laid out by a real browser (headless Chromium, when installed): a script
/// added to a copy of the page measures what a reader sees and the test checks the numbers.
@Suite struct HTMLLayoutTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Why the layout tests are skipped, printed by `swift test` beside "skipped".
    static let noChromium: Comment = "needs headless Chromium at /usr/bin/chromium, chromium-browser or google-chrome (Debian: apt-get install chromium)"

    static let spec = """
    tables:
      first:
        style: grouped
        sections:
          - sectionID: 1
            header: {title: Custom header, view: PromoHeaderView, height: 36}
            footer: {title: Custom footer text, view: FooterView, height: 40}
            cells:
              - {cellID: 0, cellType: A, viewModel: One}
          - sectionID: 3
            viewModel: {kind: promotions, campaign: spring-sale-2026, layout: carousel, rows: 12}
            cells:
              - {cellID: 0, cellType: A, viewModel: Two}
      second:
        style: plain
        sections:
          - sectionID: 0
            header: {title: Plain custom, view: PlainHeaderView, height: 44}
            viewModel: {kind: a-long-section-view-model-name, extra: [1, 2, 3]}
            cells:
              - {cellID: 0, cellType: A, viewModel: Four}
          - sectionID: 1
            viewModel: {kind: another-long-section-view-model, extra: [4, 5, 6, 7]}
            cells:
              - {cellID: 0, cellType: A, viewModel: Five}
      third:
        style: insetGrouped
        sections:
          - sectionID: 0
            footer: {title: Inset footer, view: InsetFooterView, height: 30}
            cells:
              - {cellID: 0, cellType: A, viewModel: Six}
              - {cellID: 1, cellType: SummaryCell, viewModel: {label: Subtotal, amount: 287.0, note: a rather long note that has to be cut}, deletable: true}
              - {cellID: 2, cellType: Value1Cell, viewModel: {title: A rather long title that must give way, detail: "291.50"}, deletable: true, action: open}
    """

    /// Prints one line per measurement into the page, read back with --dump-dom.
    static let probe = """
    <script>
    var out = [];
    function rect(e) { return e.getBoundingClientRect(); }
    document.querySelectorAll('.has-view').forEach(function (box) {
      var t = box.querySelector('.hf-title'); if (!t) return;
      out.push('title-inside ' + (rect(t).top - rect(box).top >= 2 && rect(box).bottom - rect(t).bottom >= 2) + ' ' + t.textContent);
    });
    document.querySelectorAll('.section-caption, .section-lines').forEach(function (caption) {
      var vm = caption.querySelector('.view-model');
      var shown = caption.scrollWidth <= caption.clientWidth + 1 && (!vm || vm.scrollHeight <= vm.clientHeight + 1);
      out.push('caption-whole ' + shown + ' ' + caption.textContent);
    });
    document.querySelectorAll('figure.table').forEach(function (figure) {
      var margins = Array.prototype.slice.call(figure.querySelectorAll('.section-caption, .row .margin')).map(rect)
        .sort(function (a, b) { return a.top - b.top; });
      for (var i = 1; i < margins.length; i++) {
        out.push('captions-apart ' + (margins[i - 1].bottom <= margins[i].top + 0.5) + ' ' + Math.round(margins[i].top));
      }
    });
    // Issue 36 (14): a row's trailing pieces stay inside it, and a value-style detail is shown whole.
    document.querySelectorAll('.row').forEach(function (row) {
      row.querySelectorAll('.trailing-detail, .swipe-delete, .field-value, .type, .chevron').forEach(function (e) {
        out.push('inside-row ' + (rect(e).left >= rect(row).left - 0.5 && rect(e).right <= rect(row).right + 0.5) + ' ' + e.className);
      });
      row.querySelectorAll('.trailing-detail').forEach(function (e) {
        out.push('detail-whole ' + (e.scrollWidth <= e.clientWidth + 1) + ' ' + e.textContent);
      });
    });
    out.push('figure-tops ' + Array.prototype.map.call(document.querySelectorAll('figure.table'), function (f) { return Math.round(rect(f).top); }).join(' '));
    var pre = document.createElement('pre'); pre.id = 'layout'; pre.textContent = out.join('\\n'); document.body.appendChild(pre);
    </script>
    """

    private func measure(width: Int) throws -> [String] {
        let folder = try CLI.folder(with: ["s.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try CLI.run(["render", "s.yaml", "--format", "html"], directory: folder)
        try #require(render.status == 0, "\(render.stderr)")
        let page = folder.appendingPathComponent("page.html")
        try render.stdout.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").write(to: page, atomically: true, encoding: .utf8)
        let browser = try CLI.run([try #require(Self.chromium), "--headless", "--no-sandbox", "--disable-gpu",
                                   "--window-size=\(width),900", "--dump-dom", page.absoluteString], viaShell: true)
        let dom = browser.stdout
        let start = try #require(dom.range(of: "<pre id=\"layout\">"), "\(browser.stderr)")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: chromium != nil, noChromium)) func titlesSitInsideCustomViewBoxesAndCaptionsAreWhole() throws {
        let lines = try measure(width: 1000)
        #expect(lines.filter { $0.hasPrefix("title-inside") }.count == 4)
        #expect(lines.filter { $0.hasPrefix("caption-whole") }.count == 5)
        #expect(lines.filter { $0.hasPrefix("inside-row") }.count == 14)
        #expect(lines.contains("detail-whole true 291.50"))
        for line in lines where !line.hasPrefix("figure-tops") {
            #expect(line.split(separator: " ")[1] == "true", "\(line)")
        }
    }

    /// README: tables stand side by side in a window wide enough for them, and stack in a narrower one.
    @Test(.enabled(if: chromium != nil, noChromium)) func tablesStandSideBySideInAWideWindow() throws {
        let wide = try #require(try measure(width: 1400).first { $0.hasPrefix("figure-tops") }).split(separator: " ").dropFirst()
        #expect(wide.count == 3)
        #expect(wide.first == wide.dropFirst().first, "two tables side by side at 1,400 px: \(wide)")
        let narrow = try #require(try measure(width: 1000).first { $0.hasPrefix("figure-tops") }).split(separator: " ").dropFirst()
        #expect(Set(narrow).count == 3, "one table per row at 1,000 px: \(narrow)")
    }
}
