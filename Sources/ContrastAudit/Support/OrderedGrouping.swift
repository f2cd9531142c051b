extension Sequence {
    /// The elements grouped by `key`, groups in the order their first element appears and each group in
    /// sequence order. Reports group results this way so their output follows the report's own order
    /// (and stays byte-for-byte deterministic), which `Dictionary(grouping:)` does not keep.
    func groupedInOrder<Key: Hashable>(by key: (Element) -> Key) -> [[Element]] {
        var groups: [[Element]] = []
        var index: [Key: Int] = [:]
        for element in self {
            let elementKey = key(element)
            if let position = index[elementKey] {
                groups[position].append(element)
            } else {
                index[elementKey] = groups.count
                groups.append([element])
            }
        }
        return groups
    }
}
