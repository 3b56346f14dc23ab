#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `Host` headers the preview answers (contract section 12: no DNS rebinding). A page of
/// another site that makes its name resolve to 127.0.0.1 sends its own name as `Host`, so only the
/// address listened on (with its port) and `localhost` are answered; when listening on every
/// address (`--host 0.0.0.0` or `::`), any IP address literal with the port is, since a literal
/// cannot be rebound.
package struct HostCheck: Sendable {
    /// The address listened on, as it is written (IPv6 without brackets), and its port.
    package var address: String
    package var port: UInt16

    package init(address: String, port: UInt16) {
        self.address = address.lowercased()
        self.port = port
    }

    package func allows(_ header: String?) -> Bool {
        guard let header, let (host, port) = HostCheck.split(header.lowercased()) else { return false }
        if let port, port != self.port { return false }
        if host == "localhost" { return true }
        // An address literal names this server only with the port: without one it means port 80.
        guard port != nil else { return false }
        if host == address { return true }
        return HostCheck.isWildcard(address) && HostCheck.isAddressLiteral(host)
    }

    /// `host[:port]` or `[ipv6][:port]`; nil when malformed (an empty name, a port that is no number).
    static func split(_ header: String) -> (host: String, port: UInt16?)? {
        let text = header.trimmingSpaces
        var host: Substring
        var rest: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            rest = text[text.index(after: close)...]
        } else if let colon = text.firstIndex(of: ":") {
            host = text[..<colon]
            rest = text[colon...]
        } else {
            host = Substring(text)
            rest = ""
        }
        guard !host.isEmpty else { return nil }
        if rest.isEmpty { return (String(host), nil) }
        guard rest.first == ":", let port = UInt16(rest.dropFirst()) else { return nil }
        return (String(host), port)
    }

    static func isWildcard(_ address: String) -> Bool { address == "0.0.0.0" || address == "::" }

    static func isAddressLiteral(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
