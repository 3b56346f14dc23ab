// swift-tools-version:6.0
import PackageDescription

// ListSpecRuntime on its own, as an app takes it: the model, reading a JSON spec, the differ, the
// data source and its UIKit and SwiftUI adapters, with the Swift standard library and Foundation
// only. It resolves and builds nothing of the tool (no ArgumentParser, no FlyingFox, no plugins).
// The repository's root package compiles these same sources for the command line; a release
// publishes this folder as the package github.com/listspec/listspec-runtime (Docs/Release.md).
let package = Package(
    name: "listspec-runtime",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // What an app links.
        .library(name: "ListSpecRuntime", targets: ["ListSpecRuntime"]),
        // What an app's tests add: a table view without UIKit, the batch-update simulator and verifier.
        .library(name: "ListSpecTesting", targets: ["ListSpecTesting"]),
    ],
    targets: [
        .target(name: "ListSpecRuntime"),
        .target(name: "ListSpecTesting", dependencies: ["ListSpecRuntime"]),
    ]
)
