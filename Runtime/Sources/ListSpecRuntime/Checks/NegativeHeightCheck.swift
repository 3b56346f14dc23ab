/// `negative-height`: a height or estimatedHeight below zero.
enum NegativeHeightCheck {
    /// The finding for the height `number` written for `name`, nil when it is not negative.
    @inline(__always)
    static func finding(_ number: Number, name: @autoclosure () -> String) -> FindingDraft? {
        guard number.doubleValue < 0 else { return nil }
        return FindingDraft(rule: .negativeHeight, message: "\(name()) \(number) is negative; use a number >= 0 or automatic")
    }
}
