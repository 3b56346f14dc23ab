// swift-tools-version:6.0
import PackageDescription

// listspec's two plugins, running the released `listspec` from its artifact bundle: an app that
// takes them builds no part of the tool and needs nothing installed (no libyaml, no pkg-config).
// Published as a repository of its own at release time (as SwiftLintPlugins is); the plugins'
// sources are those of listspec's own Plugins/ (linked here, copied when published). Target
// names differ from listspec's (they must be unique across an app's package graph); the products
// keep the names apps use.
let package = Package(
    name: "ListSpecPlugins",
    products: [
        .plugin(name: "ListSpecGenerator", targets: ["ListSpecGeneratorPrebuilt"]),
        .plugin(name: "GenerateListSpecCode", targets: ["GenerateListSpecCodePrebuilt"]),
    ],
    targets: [
        // Written by `Release/build --release-url` for each release (Docs/Release.md).
        .binaryTarget(
            name: "ListSpecBinary",
            url: "https://github.com/listspec/listspec/releases/download/v0.1.0/listspec.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        .plugin(name: "ListSpecGeneratorPrebuilt", capability: .buildTool(), dependencies: ["ListSpecBinary"]),
        .plugin(
            name: "GenerateListSpecCodePrebuilt",
            capability: .command(
                intent: .custom(verb: "generate-listspec-code", description: "Write the Swift of each *.listspec.yaml spec into Generated/ of its target."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift of the specs into Generated/ inside their targets.")]
            ),
            dependencies: ["ListSpecBinary"]
        ),
    ]
)
