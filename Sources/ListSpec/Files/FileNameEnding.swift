/// How a file name ends, told from its bytes: a walk asks this of every file it finds, and
/// `lowercased()` would make a String each time. The endings are ASCII, and no other character
/// lowercases to one of their letters, so comparing ASCII bytes without case says what
/// `path.lowercased().hasSuffix(ending)` says.
enum FileNameEnding {
    /// Whether `path` ends with `ending` (lowercase ASCII), in any case.
    static func path(_ path: String, endsWith ending: StaticString) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let count = ending.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let start = ending.utf8Start
            let offset = bytes.count - count
            for i in 0..<count {
                var byte = bytes[offset + i]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if byte != start[i] { return false }
            }
            return true
        }
    }

    /// Whether `path` ends with any of `endings`.
    static func path(_ path: String, endsWithAnyOf endings: [StaticString]) -> Bool {
        endings.contains { Self.path(path, endsWith: $0) }
    }
}
