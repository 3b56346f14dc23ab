import ListSpecRuntime

/// What a rules format may need beside the rules: colours and a width for text.
package struct RulesContext: Sendable {
    package var palette: Palette
    package var width: Int

    package init(palette: Palette = .plain, width: Int = 80) {
        self.palette = palette
        self.width = width
    }
}

/// The registry of `listspec rules --format`'s formats; a format writes the rules asked for.
package enum RulesFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<[RuleDescriptor], RulesContext>([
        OutputFormat(name: "text", summary: "a block per rule: id, severity, what it checks, why and how to fix", writer: RuleTextRenderer()),
        OutputFormat(name: "json", summary: "the same, for other programs", writer: RuleJSONRenderer()),
    ])
}

extension RuleTextRenderer: OutputWriter {
    package func write(_ rules: [RuleDescriptor], context: RulesContext, into out: inout ByteWriter) {
        out += RuleTextRenderer.render(rules, palette: context.palette, width: context.width)
    }
}

extension RuleJSONRenderer: OutputWriter {
    package func write(_ rules: [RuleDescriptor], context: RulesContext, into out: inout ByteWriter) {
        out.raw(contentsOf: RuleJSONRenderer.render(rules))
    }
}
