enum Definition {
    static func definition(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue { .null }
    static func references(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue { .null }
}
