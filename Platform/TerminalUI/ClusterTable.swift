import Synchronization

/// Grapheme clusters of several scalars (e + ◌́, 👨‍👩‍👧, 🇩🇪), interned so a Cell can hold a
/// number instead of a string: cells stay plain data, cheap to copy and compare.
///
/// The table only grows, so it is bounded: past `capacity` distinct clusters (which no real
/// conference produces, but a hostile feed could try), a new cluster is shown as its first
/// scalar — the base letter without its marks.
enum ClusterTable {
    static let capacity = 1 << 16
    /// Cells mark an interned cluster's id with this bit; plain scalars never reach it.
    static let flag: UInt32 = 0x8000_0000

    private static let table = Mutex<(ids: [String: UInt32], clusters: [String])>(([:], []))

    /// The id for `cluster`, or nil when the table is full.
    static func id(for cluster: String) -> UInt32? {
        table.withLock { state in
            if let id = state.ids[cluster] { return id }
            guard state.clusters.count < capacity else { return nil }
            let id = UInt32(state.clusters.count)
            state.clusters.append(cluster)
            state.ids[cluster] = id
            return id
        }
    }

    static func cluster(_ id: UInt32) -> String {
        table.withLock { state in state.clusters.indices.contains(Int(id)) ? state.clusters[Int(id)] : "\u{FFFD}" }
    }
}
