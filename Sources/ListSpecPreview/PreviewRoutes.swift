import ListSpec

/// The preview's only routes: the page, its script and its event stream; anything else is 404,
/// and nothing is answered unless its `Host` names this server (`HostCheck`).
struct PreviewRoutes: Sendable {
    let hub: PreviewHub

    /// No script but the page's own, no inline script, nothing loaded from elsewhere; inline
    /// styles are allowed, since the tables are drawn with `style` heights.
    static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; "
            + "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cache-Control", "no-store"),
    ]

    func answer(_ request: HTTPRequestHead) async -> HTTPAnswer {
        guard let check = await hub.hostCheck, check.allows(request.headers["host"]) else {
            return PreviewRoutes.text(421, "This listspec preview answers only requests for its own address.\n")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return PreviewRoutes.text(405, "Only GET.\n", extra: [("Allow", "GET, HEAD")])
        }
        switch request.path {
        case "/":
            return PreviewRoutes.answer(200, type: "text/html; charset=utf-8", body: .bytes(Array(await hub.page().utf8)))
        case PreviewPage.scriptPath:
            return PreviewRoutes.answer(200, type: "text/javascript; charset=utf-8", body: .bytes(Array(PreviewPage.script.utf8)))
        case PreviewPage.eventsPath:
            let body: HTTPAnswer.Body = request.method == "HEAD" ? .bytes([]) : .stream(await hub.subscribe())
            var answer = PreviewRoutes.answer(200, type: "text/event-stream; charset=utf-8", body: body)
            answer.headers.append(("X-Accel-Buffering", "no"))
            return answer
        default:
            return PreviewRoutes.text(404, "Not found. This server shows one spec, at /.\n")
        }
    }

    private static func answer(_ status: Int, type: String, body: HTTPAnswer.Body) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", type)] + securityHeaders, body: body)
    }

    private static func text(_ status: Int, _ text: String, extra: [(String, String)] = []) -> HTTPAnswer {
        var answer = answer(status, type: "text/plain; charset=utf-8", body: .bytes(Array(text.utf8)))
        answer.headers += extra
        return answer
    }
}
