/// The built-in colors a theme can refer to: iOS dynamic system colors as `{ios.NAME}` (all eight
/// appearances) and UIKit's fixed colors as `{uikit.NAME}`.
///
/// The iOS values are the published iOS 13–15 values (see `SystemColorTable.swift`); Apple has since
/// changed some accent colors (notably systemTeal), which matters only for themes that use them.
package enum SystemColors {
    /// The prefix of iOS system color references.
    package static let iOSPrefix = "ios."
    /// The prefix of UIKit fixed color references.
    package static let uikitPrefix = "uikit."

    /// Every iOS system color name, sorted.
    package static let iOSNames: [String] = iOSTable.keys.sorted()
    /// Every UIKit fixed color name, sorted.
    package static let uikitNames: [String] = uikitTable.keys.sorted()

    /// Whether `reference` is in a built-in namespace (`ios.` or `uikit.`), whether or not the name exists.
    package static func isBuiltIn(_ reference: String) -> Bool {
        reference.hasPrefix(iOSPrefix) || reference.hasPrefix(uikitPrefix)
    }

    /// The color of a built-in reference in `appearance`, or `nil` if no such color exists.
    package static func color(_ reference: String, in appearance: Appearance) -> Color? {
        if reference.hasPrefix(iOSPrefix) {
            return iOSTable[String(reference.dropFirst(iOSPrefix.count))]?[appearance.order]
        }
        if reference.hasPrefix(uikitPrefix) {
            return uikitTable[String(reference.dropFirst(uikitPrefix.count))]
        }
        return nil
    }

    /// Every valid built-in reference, for "did you mean" hints.
    package static var allReferences: [String] {
        iOSNames.map { iOSPrefix + $0 } + uikitNames.map { uikitPrefix + $0 }
    }

    /// The `{ios.NAME}` reference for an Objective-C selector name as asset catalogs write it
    /// (`systemBackgroundColor` → `ios.systemBackground`), or `nil` if it is not a known iOS color.
    package static func iOSReference(forSelector selector: String) -> String? {
        var name = selector
        if name.hasSuffix("Color") { name.removeLast("Color".count) }
        // `systemGray2Color` and friends; asset catalogs also use `lightTextColor`/`darkTextColor`.
        return iOSTable[name] != nil ? iOSPrefix + name : nil
    }
}
