/// JSON-RPC 2.0 as the Language Server Protocol uses it: the error codes it defines, and the
/// response messages.
enum JSONRPC {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    static func error(id: JSONValue, code: Int, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A request of the server's to the client.
    static func request(id: JSONValue, method: String, params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params]
    }

    /// A request's id (a number or a string), or nil when the message has none (a notification).
    static func id(of message: JSONValue) -> JSONValue? {
        switch message["id"] {
        case .int?, .string?, .double?: return message["id"]
        default: return nil
        }
    }
}
