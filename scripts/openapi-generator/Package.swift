// swift-tools-version: 6.2
// Apple's swift-openapi-generator as a command, apart from Podium's package: its code is
// generated ahead of time (scripts/generate-openapi) and committed, so neither CI nor a build
// pays for the generator and its OpenAPIKit on every fresh clone.
import PackageDescription

let package = Package(
    name: "PodiumOpenAPIGenerator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    ]
)
