// swift-tools-version:6.0
import PackageDescription

// RecipeBrowser's content target (its sources, linked here) with the prebuilt plugins: the
// ListSpecGenerator plugin runs the released `listspec` binary, so a clean build compiles the
// runtime and the app, no part of the tool, and needs neither libyaml nor pkg-config; the runtime comes
// from its own package, so nothing of the tool is even resolved.
// Release/test-prebuilt-plugins builds a copy against the artifact bundle Release/build made.
let package = Package(
    name: "PrebuiltPlugins",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        // An app: .package(url: "https://github.com/listspec/ListSpecPlugins.git", from: "0.1.0")
        .package(name: "ListSpecPlugins", path: "../../Release/ListSpecPlugins"),
        // The runtime on its own: nothing of the tool resolved or built.
        // An app: .package(url: "https://github.com/listspec/listspec-runtime.git", from: "0.1.0")
        .package(name: "listspec-runtime", path: "../../Runtime"),
    ],
    targets: [
        .target(
            name: "RecipeBrowser",
            dependencies: [.product(name: "ListSpecRuntime", package: "listspec-runtime")],
            plugins: [.plugin(name: "ListSpecGenerator", package: "ListSpecPlugins")]
        ),
        .testTarget(name: "RecipeBrowserTests", dependencies: ["RecipeBrowser", .product(name: "ListSpecTesting", package: "listspec-runtime")]),
    ]
)
