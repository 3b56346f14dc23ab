/// A reuse identifier compared as written, code point for code point. UIKit matches reuse
/// identifiers that way (NSString's literal comparison), while Swift's `String ==` takes "é"
/// and "e\u{301}" for one: a cell whose cellType is spelled differently from its declaration
/// would pass as declared and then fail to dequeue in the app.
package struct WrittenName: Hashable, Sendable {
    package let string: String

    package init(_ string: String) { self.string = string }

    package static func == (lhs: WrittenName, rhs: WrittenName) -> Bool { same(lhs.string, rhs.string) }

    package func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether two names are written alike, byte for byte (in place: `utf8.elementsEqual` walks
    /// them a byte at a time through the views, and this runs for every cell of a typed table).
    package static func same(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmpEqual(p, q, x.count)
            }
        }
    }
}
