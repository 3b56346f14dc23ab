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

    /// Whether two names are written alike, byte for byte.
    @inline(__always)
    package static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
}
