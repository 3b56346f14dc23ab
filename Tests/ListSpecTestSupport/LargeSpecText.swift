import Foundation

/// Spec texts for the tests of large files (libyaml streams a YAML file over 64 KiB).
package enum LargeSpecText {
    /// A spec over 64 KiB (so libyaml streams it) whose one directive's `listspec:` starts at byte
    /// `offset`; with `typed`, a value that a finding quotes as written (`1.10`).
    package static func withDirective(at offset: Int, typed: Bool = false) -> String {
        var head = "tables:\n  t:\n    cellTypes:\n      A: {}\n"
        if typed { head = "types:\n  Item: {code: String}\n" + head.replacingOccurrences(of: "A: {}", with: "A: {viewModel: Item}") }
        var padding = ""
        var remaining = offset - head.utf8.count - "      # ".utf8.count
        while remaining > 0 {
            let length = remaining >= 102 ? 100 : remaining
            padding += "#" + String(repeating: "x", count: length - 2) + "\n"
            remaining -= length
        }
        let viewModel = typed ? ", viewModel: {code: 1.10}" : ""
        var text = head + padding + "      # listspec:disable-next-line unused-cell-type\n      B: {}\n      C: {}\n"
            + "    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A\(viewModel)}]}]\n"
        while text.utf8.count <= 70_000 { text += "#" + String(repeating: "y", count: 98) + "\n" }
        return text
    }
}
