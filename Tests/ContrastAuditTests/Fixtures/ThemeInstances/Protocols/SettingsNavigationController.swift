import UIKit

final class SettingsNavigationController: UINavigationController {
    private func setupAppearance(theme: BrowserTheme) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = theme.palette.surface
        appearance.titleTextAttributes = [.foregroundColor: theme.palette.textPrimary]
        navigationBar.standardAppearance = appearance
        navigationBar.tintColor = theme.palette.actionPrimary
    }
}
