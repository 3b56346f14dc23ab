import FlyingFox
import Foundation
import ListSpec

/// The preview's only routes: the page, its script and its event stream; anything else is 404,
/// and nothing is answered unless its `Host` names this server (`HostCheck`).
struct PreviewRoutes: HTTPHandler {
    let hub: PreviewHub

    /// No script but the page's own, no inline script, nothing loaded from elsewhere; inline
    /// styles are allowed, since the tables are drawn with `style` heights.
    static let securityHeaders: [(HTTPHeader, String)] = [
        (HTTPHeader("Content-Security-Policy"), "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; "
            + "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        (HTTPHeader("X-Content-Type-Options"), "nosniff"),
        (HTTPHeader("Referrer-Policy"), "no-referrer"),
        (HTTPHeader("X-Frame-Options"), "DENY"),
        (HTTPHeader("Cache-Control"), "no-store"),
    ]

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let check = await hub.hostCheck, check.allows(request.headers[.host]) else {
            return PreviewRoutes.text(.misdirectedRequest, "This listspec preview answers only requests for its own address.\n")
        }
        guard request.method == .GET || request.method == .HEAD else {
            return PreviewRoutes.text(.methodNotAllowed, "Only GET.\n", extra: [(HTTPHeader("Allow"), "GET, HEAD")])
        }
        switch request.path {
        case "/":
            return PreviewRoutes.response(.ok, type: "text/html; charset=utf-8", body: Array(await hub.page().utf8), head: request.method == .HEAD)
        case PreviewPage.scriptPath:
            return PreviewRoutes.response(.ok, type: "text/javascript; charset=utf-8", body: Array(PreviewPage.script.utf8), head: request.method == .HEAD)
        case PreviewPage.eventsPath:
            var headers = PreviewRoutes.headers(type: "text/event-stream; charset=utf-8")
            headers[HTTPHeader("X-Accel-Buffering")] = "no"
            if request.method == .HEAD { return HTTPResponse(statusCode: .ok, headers: headers) }
            let events = await hub.subscribe()
            return HTTPResponse(statusCode: .ok, headers: headers, body: HTTPBodySequence(from: EventStreamBody(events: events)))
        default:
            return PreviewRoutes.text(.notFound, "Not found. This server shows one spec, at /.\n")
        }
    }

    private static func headers(type: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        for (name, value) in securityHeaders { headers[name] = value }
        return headers
    }

    private static func response(_ status: HTTPStatusCode, type: String, body: [UInt8], head: Bool = false) -> HTTPResponse {
        var headers = headers(type: type)
        if head { headers[.contentLength] = String(body.count) }
        return HTTPResponse(statusCode: status, headers: headers, body: head ? Data() : Data(body))
    }

    private static func text(_ status: HTTPStatusCode, _ text: String, extra: [(HTTPHeader, String)] = []) -> HTTPResponse {
        var response = response(status, type: "text/plain; charset=utf-8", body: Array(text.utf8))
        for (name, value) in extra { response.headers[name] = value }
        return response
    }
}
