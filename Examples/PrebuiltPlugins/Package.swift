// swift-tools-version:6.0
import PackageDescription

// RecipeBrowser's content target (its sources, linked here) with the prebuilt plugins: the
// ListSpecGenerator plugin runs the released `listspec` binary, so a clean build compiles the
// runtime and the app, no part of the tool, and needs neither libyaml nor pkg-config.
// Release/test-prebuilt-plugins builds a copy against the artifact bundle Release/build made.
let package = Package(
    name: "PrebuiltPlugins",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        // An app: .package(url: "https://github.com/listspec/ListSpecPlugins.git", from: "0.1.0")
        .package(name: "ListSpecPlugins", path: "../../Release/ListSpecPlugins"),
        // An app: .package(url: "https://github.com/listspec/listspec.git", from: "0.1.0")
        .package(name: "listspec", path: "../.."),
    ],
    targets: [
        .target(
            name: "RecipeBrowser",
            dependencies: [.product(name: "ListSpecRuntime", package: "listspec")],
            plugins: [.plugin(name: "ListSpecGenerator", package: "ListSpecPlugins")]
        ),
        .testTarget(name: "RecipeBrowserTests", dependencies: ["RecipeBrowser"]),
    ]
)
