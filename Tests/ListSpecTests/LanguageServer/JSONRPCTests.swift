@testable import ListSpec
import Testing

/// `JSONRPC`: the messages the server writes and the ids it answers.
@Suite struct JSONRPCTests {
    @Test func messages() {
        #expect(JSONRPC.response(id: 7, result: nil) == ["jsonrpc": "2.0", "id": 7, "result": nil])
        #expect(JSONRPC.error(id: "a", code: JSONRPC.methodNotFound, message: "no") == ["jsonrpc": "2.0", "id": "a", "error": ["code": -32601, "message": "no"]])
        #expect(JSONRPC.notification("window/logMessage", ["type": 3]) == ["jsonrpc": "2.0", "method": "window/logMessage", "params": ["type": 3]])
        #expect(JSONRPC.request(id: 1, method: "workspace/codeLens/refresh", params: nil)
            == ["jsonrpc": "2.0", "id": 1, "method": "workspace/codeLens/refresh", "params": nil])
    }

    @Test func codes() {
        #expect([JSONRPC.parseError, JSONRPC.invalidRequest, JSONRPC.methodNotFound, JSONRPC.invalidParams, JSONRPC.serverNotInitialized,
                 JSONRPC.requestCancelled] == [-32700, -32600, -32601, -32602, -32002, -32800])
    }

    @Test func ids() {
        #expect(JSONRPC.id(of: ["id": 1]) == 1)
        #expect(JSONRPC.id(of: ["id": "abc"]) == "abc")
        #expect(JSONRPC.id(of: ["id": .double(1.5)]) == .double(1.5))
        // A notification, or an id of no allowed kind: none.
        #expect(JSONRPC.id(of: ["method": "exit"]) == nil)
        #expect(JSONRPC.id(of: ["id": nil]) == nil)
        #expect(JSONRPC.id(of: ["id": true]) == nil)
        #expect(JSONRPC.id(of: ["id": [1]]) == nil)
        #expect(JSONRPC.id(of: ["id": ["a": 1]]) == nil)
        #expect(JSONRPC.id(of: [1, 2]) == nil)
    }
}
