import ListSpecRuntime

extension JSONWriter {
    /// A height as render's and locate's JSON write it: a number, `"automatic"`, or null when unset
    /// (the spec's own spelling; the writer itself knows only JSON).
    package mutating func height(_ height: Height?) {
        switch height {
        case nil: null()
        case .automatic?: raw("\"automatic\"")
        case .points(let number)?: self.number(number)
        }
    }
}
