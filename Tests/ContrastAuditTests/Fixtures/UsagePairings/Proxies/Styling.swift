import UIKit

enum Tone {
    static let navigation = UIColor(red: 0.18, green: 0.22, blue: 0.35, alpha: 1)
    static let navigationTitle = UIColor(red: 0.92, green: 0.92, blue: 0.95, alpha: 1)
    static let tabs = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    static let tabItem = UIColor(red: 0.6, green: 0.6, blue: 0.62, alpha: 1)
    static let tabItemSelected = UIColor(red: 0.1, green: 0.35, blue: 0.75, alpha: 1)
    static let tabItemOff = UIColor(red: 0.85, green: 0.85, blue: 0.86, alpha: 1)
    static let primary = UIColor(red: 0.05, green: 0.45, blue: 0.3, alpha: 1)
    static let onPrimary = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let chip = UIColor(red: 0.9, green: 0.95, blue: 0.9, alpha: 1)
    static let chipText = UIColor(red: 0.2, green: 0.4, blue: 0.2, alpha: 1)
    static let track = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
    static let thumb = UIColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)
    static let segment = UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
    static let segmentSelected = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
}

enum Styling {
    static func applyAppearance() {
        UINavigationBar.appearance().barTintColor = Tone.navigation
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: Tone.navigationTitle]

        let tabs = UITabBarAppearance()
        tabs.backgroundColor = Tone.tabs
        tabs.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: Tone.tabItem]
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: Tone.tabItemSelected]
        tabs.stackedLayoutAppearance.disabled.titleTextAttributes = [.foregroundColor: Tone.tabItemOff]
        UITabBar.appearance().standardAppearance = tabs
    }
}

final class PrimaryButton: UIButton {
    func style() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = Tone.primary
        configuration.baseForegroundColor = Tone.onPrimary
        self.configuration = configuration
    }
}

final class ChipButton: UIButton {
    func style() {
        var configuration = UIButton.Configuration.plain()
        configuration.background.backgroundColor = Tone.chip
        configuration.baseForegroundColor = Tone.chipText
        self.configuration = configuration
    }
}

final class FilterBar: UIView {
    let filter = UISegmentedControl(items: ["All", "Unread"])

    func style() {
        filter.backgroundColor = Tone.track
        filter.selectedSegmentTintColor = Tone.thumb
        filter.setTitleTextAttributes([.foregroundColor: Tone.segment], for: .normal)
        // White on the thumb, not on the light track.
        filter.setTitleTextAttributes([.foregroundColor: Tone.segmentSelected], for: .selected)
    }
}
