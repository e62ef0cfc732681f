// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "LocalKit",
    products: [.library(name: "LocalKit", targets: ["LocalKit"])],
    targets: [.target(name: "LocalKit")]
)
