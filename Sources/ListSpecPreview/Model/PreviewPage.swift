import ListSpecRuntime
import ListSpec

/// The preview's page and the messages its event stream carries. The tables are drawn by
/// `HTMLRenderer` (as `render --format html` draws them, with data attributes); findings and
/// statuses are escaped here. No spec text reaches a script: the page's only script is
/// `PreviewScript.source`, served apart, and the event stream's JSON is read with `JSON.parse`.
package enum PreviewPage {
    /// The page's routes: the page, its script and its event stream (nothing else is served).
    package static let scriptPath = "/preview.js"
    package static let eventsPath = "/events"
    /// The page's script (served at `scriptPath`).
    package static var script: String { PreviewScript.source }

    /// The whole page for `version`: what was drawn last, its findings, the script that keeps it live.
    package static func page(_ version: PreviewVersion) -> String {
        var page = HTMLRenderer.pageStart(title: version.path, subtitle: "live preview · listspec", extraStyle: PreviewStyle.css)
        page += """
        <div class="preview-bar" role="toolbar" aria-label="Preview">
        <span id="preview-status" class="preview-status" role="status">\(HTMLEscaping.escaped(status(version)))</span>
        <button type="button" id="appearance" aria-pressed="false">Dark</button>
        <button type="button" id="text-size" aria-pressed="false">Larger Text</button>
        </div>
        <section id="findings" class="findings-panel\(version.problem == nil ? "" : " broken")" aria-live="polite">\(findings(version))</section>
        <main class="tables" id="tables" data-session="\(HTMLEscaping.escaped(version.session))" data-version="\(version.number)" data-shown="\(version.pictureVersion ?? 0)">
        \(version.picture ?? noPicture)</main>
        <script src="\(scriptPath)"></script>
        </body>
        </html>

        """
        return page
    }

    /// The tables as the page draws them (the fragment inside `<main>`).
    static func tables(_ tables: [Table]) -> String {
        let renderer = HTMLRenderer(dataAttributes: true)
        var out = ByteWriter(capacity: HTMLRenderer.expectedSize(cells: tables.reduce(0) { $0 + $1.cellCount }))
        if tables.isEmpty { out += "<p class=\"empty-spec\">(no tables)</p>\n" }
        for (number, table) in tables.enumerated() {
            renderer.render(table, id: "table-\(number)", into: &out)
        }
        return String(decoding: out.output, as: UTF8.self)
    }

    /// Shown before the file was ever good.
    private static let noPicture = "<p class=\"empty-spec\">(nothing drawn yet: the file has not been valid since the preview started)</p>\n"

    /// One line: the version shown and, when this one is not drawn, why.
    static func status(_ version: PreviewVersion) -> String {
        let name = DisplayText.sanitized(version.path)
        guard let problem = version.problem else { return "\(name) · version \(version.number)" }
        guard let shown = version.pictureVersion else { return "\(name) \(problem) · nothing drawn yet" }
        return "\(name) \(problem) · showing version \(shown), the last good one"
    }

    /// The findings panel: the problem, then one item a finding (`data-rule`, `data-line`; a click copies `path:line:col`).
    static func findings(_ version: PreviewVersion) -> String {
        var out = ""
        if version.problem != nil { out += "<p class=\"problem\">\(HTMLEscaping.escaped(status(version)))</p>\n" }
        guard !version.findings.isEmpty else { return out + "<p class=\"no-findings\">No findings.</p>\n" }
        out += "<ol class=\"findings\">\n"
        for finding in version.findings {
            let line = finding.location.line, column = finding.location.column
            let place = HTMLEscaping.escaped("\(finding.path):\(line):\(column)")
            out += "<li class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(finding.rule.rawValue)\" data-line=\"\(line)\" "
            out += "data-column=\"\(column)\" data-severity=\"\(finding.severity.rawValue)\" data-location=\"\(place)\" "
            out += "tabindex=\"0\" title=\"Click to copy \(place)\">"
            out += "<span class=\"where\">\(line):\(column)</span> <span class=\"severity\">\(finding.severity.rawValue)</span> "
            out += "<span class=\"message\">\(HTMLEscaping.escaped(DisplayText.sanitized(finding.message)))</span> "
            out += "<span class=\"rule\">\(finding.rule.rawValue)</span></li>\n"
        }
        return out + "</ol>\n"
    }

    /// The event stream's message for `version`: JSON (read by `JSON.parse`, never run).
    /// `batch` is exactly what `listspec diff --format json` prints from `base` to this version.
    package static func message(_ version: PreviewVersion) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{"); json.key("session"); json.string(version.session)
        json.raw(","); json.key("version"); json.int(Int64(version.number))
        json.raw(","); json.key("good"); json.bool(version.problem == nil)
        json.raw(","); json.key("status"); json.string(status(version))
        json.raw(","); json.key("findings"); json.string(findings(version))
        json.raw(","); json.key("shown"); json.int(Int64(version.pictureVersion ?? 0))
        json.raw(","); json.key("tables"); json.string(version.picture ?? noPicture)
        json.raw(","); json.key("base")
        if let base = version.batchBase { json.int(Int64(base)) } else { json.null() }
        json.raw(","); json.key("batch")
        if let batch = version.batch { batch.withUnsafeBufferPointer { json.raw(bytes: $0) } } else { json.null() }
        json.raw("}")
        return json.output
    }
}
