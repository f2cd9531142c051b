import UIKit

final class ConfirmButton: UIButton {
    func restyle() {
        let inner = UIButton(configuration: .filled())
        inner.configuration?.baseForegroundColor = Kit.paper
        inner.configuration?.baseBackgroundColor = Kit.ink
        addSubview(inner)
    }

    /// A configuration made for buttons elsewhere: its own colors meet.
    static func banner() -> UIButton.Configuration {
        var banner: UIButton.Configuration = .filled()
        banner.baseBackgroundColor = Kit.link
        banner.baseForegroundColor = Kit.mint
        return banner
    }
}
