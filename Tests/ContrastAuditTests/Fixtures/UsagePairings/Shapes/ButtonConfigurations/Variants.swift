import UIKit

final class ShareSheet: UIViewController {
    private let shareButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        // The configuration a button was made with, taken, changed and given back.
        shareButton.configuration?.baseBackgroundColor = Kit.ink
        if var config = shareButton.configuration {
            config.title = "Share"
            config.baseForegroundColor = Kit.chip
            shareButton.configuration = config
        }
        view.addSubview(shareButton)

        // The attributed title's foreground set after the string.
        var copy = UIButton.Configuration.plain()
        copy.attributedTitle = AttributedString("Copy")
        copy.attributedTitle?.foregroundColor = Kit.accent
        copy.background.backgroundColor = Kit.mint
        view.addSubview(UIButton(configuration: copy))

        // The builder form of an attribute container.
        var print = UIButton.Configuration.borderless()
        print.attributedTitle = AttributedString("Print", attributes: AttributeContainer().foregroundColor(Kit.fill))
        print.background.backgroundColor = Kit.chip
        view.addSubview(UIButton(configuration: print))

        // A text attributes transformer that sets the title's color.
        var mail = UIButton.Configuration.gray()
        mail.title = "Mail"
        mail.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = Kit.icon
            return outgoing
        }
        mail.background.backgroundColor = Kit.paper
        view.addSubview(UIButton(configuration: mail))
    }
}

final class RoundButton: UIButton {
    func apply() {
        // `configuration` is the button's own.
        configuration = .filled()
        configuration?.baseBackgroundColor = Kit.accent
        configuration?.baseForegroundColor = Kit.paper
    }
}

final class FollowRow: UIView {
    private let follow: UIButton = {
        var style = UIButton.Configuration.filled()
        style.cornerStyle = .capsule
        return UIButton(configuration: style)
    }()

    func show(blocked: Bool) {
        // The property's closure made it filled: each branch's colors meet, never across branches.
        if blocked {
            follow.configuration?.baseBackgroundColor = Kit.busy
            follow.configuration?.baseForegroundColor = Kit.paper
        } else {
            follow.configuration?.baseForegroundColor = Kit.ink
            follow.configuration?.baseBackgroundColor = Kit.chip
        }
    }
}

final class PromoController: UIViewController {
    private var promoStyle = UIButton.Configuration.filled()
    private let promo = UIButton()

    func showPromo() {
        // A configuration stored by the type, with its style where it is declared.
        promoStyle.baseBackgroundColor = Kit.wash
        promoStyle.baseForegroundColor = Kit.paper
        promo.configuration = promoStyle
        view.addSubview(promo)
    }
}

struct CardModel {
    var title = ""
}

final class CardView: UIView {
    var configuration = CardModel()
    private let titleLabel = UILabel()

    func apply() {
        // A view model's `configuration.title` is no button's: the card's background stays known.
        backgroundColor = Kit.chip
        configuration.title = "Card"
        var snapshot = self.configuration
        snapshot.title = "Copy"
        titleLabel.textColor = Kit.link
        addSubview(titleLabel)
    }
}
