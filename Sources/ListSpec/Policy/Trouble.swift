/// Bad input or an unreadable file: one or more messages and exit code 2.
package struct Trouble: Error {
    package var messages: [String]

    package init(message: String) { messages = [message] }
    package init(messages: [String]) { self.messages = messages }
}
