import ListSpecRuntime
/// The version `listspec --version` prints and SARIF reports.
public enum ListSpecVersion {
    public static let current = "0.1.0"

    /// `1.2.3` (or `1.2`, `1`) as three numbers, missing ones 0; nil for anything else.
    package static func parts(_ text: String) -> [Int]? {
        let fields = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.allSatisfy(\.isASCII), let number = Int(field), number >= 0 else { return nil }
            numbers.append(number)
        }
        return numbers + Array(repeating: 0, count: 3 - numbers.count)
    }
}
