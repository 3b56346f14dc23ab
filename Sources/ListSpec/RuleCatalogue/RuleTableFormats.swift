import ListSpecRuntime

/// What writes a rules format: the rules asked for, with colours and a width for text.
package typealias RuleTableWriter = @Sendable (_ rules: [RuleDescriptor], _ palette: Palette, _ width: Int) -> [UInt8]

/// The registry of `listspec rules --format`'s formats.
package enum RuleTableFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<RuleTableWriter>([
        OutputFormat(name: "text", summary: "a block per rule: id, severity, what it checks, why and how to fix",
                     writer: { rules, palette, width in Array(RuleTable.text(rules, palette: palette, width: width).utf8) }),
        OutputFormat(name: "json", summary: "the same, for other programs", writer: { rules, _, _ in RuleTable.json(rules) }),
    ])
}
