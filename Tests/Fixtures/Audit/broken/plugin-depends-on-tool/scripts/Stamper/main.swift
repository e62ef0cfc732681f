import Foundation

try Data("let stamp = 1\n".utf8).write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
