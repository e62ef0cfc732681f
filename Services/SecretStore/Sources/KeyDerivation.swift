import Foundation
import SecretStoreContract

/// How a store's key is made: from a random key file, or from a passphrase through scrypt.
enum KeyDerivation: Equatable, Sendable {
    case keyFile
    case scrypt(ScryptParameters)
}

/// scrypt's cost parameters, stored in the store's header.
public struct ScryptParameters: Equatable, Sendable {
    /// log2 of N, the CPU and memory cost.
    public let logN: UInt8
    /// The block size.
    public let r: UInt32
    /// The parallelism.
    public let p: UInt32

    public init(logN: UInt8, r: UInt32, p: UInt32) {
        self.logN = logN
        self.r = r
        self.p = p
    }

    /// N = 2^16, r = 8, p = 1: 64 MiB and a few hundred milliseconds on a laptop core — the cost
    /// of one unlock, and of every guess an attacker holding the file makes (docs/performance.md).
    public static let `default` = ScryptParameters(logN: 16, r: 8, p: 1)

    /// What a header may ask for before any work is done: a store file is data, and a damaged
    /// or hostile one must not make `podium` allocate gigabytes or spin for minutes.
    static let maximumMemory = 512 << 20
    static let maximumWork = 1 << 24

    /// Bytes scrypt allocates: 128 · r · N (plus 128 · r · p, negligible).
    public var memory: Int { 128 * Int(r) * (1 << Int(logN)) }

    /// Why these parameters are refused, or nil when they are fine.
    var refusal: String? {
        guard (10...22).contains(logN) else { return "log2 N = \(logN) is outside 10…22" }
        guard (1...32).contains(r) else { return "r = \(r) is outside 1…32" }
        guard (1...16).contains(p) else { return "p = \(p) is outside 1…16" }
        guard memory <= Self.maximumMemory else { return "\(memory >> 20) MiB of memory is over the \(Self.maximumMemory >> 20) MiB limit" }
        let work = (1 << Int(logN)) * Int(r) * Int(p)
        guard work <= Self.maximumWork else { return "N·r·p = \(work) is over the limit of \(Self.maximumWork)" }
        return nil
    }
}
