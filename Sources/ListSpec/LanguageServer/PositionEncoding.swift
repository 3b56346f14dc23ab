/// How an LSP position's `character` counts: UTF-16 code units (the protocol's default) or
/// UTF-8 bytes (when the client offers it). listspec's own columns count Unicode scalars.
package enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding for a client's `general.positionEncodings`: UTF-8 when offered, else UTF-16.
    package static func negotiated(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// How many units of this encoding the scalar starting with UTF-8 lead byte `lead` takes.
    @inline(__always)
    func units(lead: UInt8) -> Int {
        switch self {
        case .utf8: return UTF8Sequence.length(lead: lead)
        case .utf16: return lead >= 0xF0 ? 2 : 1
        }
    }
}

/// UTF-8 sequence lengths, forgiving: a stray continuation byte counts as one.
enum UTF8Sequence {
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
