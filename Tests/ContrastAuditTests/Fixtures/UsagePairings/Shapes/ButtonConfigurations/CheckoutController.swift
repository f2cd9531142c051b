import UIKit

final class CheckoutController: UIViewController {
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Kit.paper

        // A filled style whose title color comes from an attribute container set one attribute at a time.
        var pay = UIButton.Configuration.filled()
        var words = AttributeContainer()
        words.foregroundColor = .white
        pay.attributedTitle = AttributedString("Pay now", attributes: words)
        pay.background.backgroundColor = Kit.fill
        payButton.configuration = pay
        view.addSubview(payButton)

        // A plain style has no fill: the title sits on the view that holds the button.
        var help = UIButton.Configuration.plain()
        help.title = "Help"
        help.baseForegroundColor = Kit.link
        let helpButton = UIButton(configuration: help)
        view.addSubview(helpButton)

        // The attributes given at once, with a bold 20 pt font: large text.
        var save = UIButton.Configuration.gray()
        save.attributedTitle = AttributedString(
            "Save",
            attributes: AttributeContainer([.foregroundColor: Kit.ink, .font: UIFont.boldSystemFont(ofSize: 20)]))
        save.background.backgroundColor = Kit.mint
        let saveButton = UIButton(configuration: save, primaryAction: nil)
        view.addSubview(saveButton)
    }

    func addIconButton() {
        // Only an image: its color is a component's.
        var close = UIButton.Configuration.plain()
        close.image = UIImage(systemName: "xmark")
        close.baseForegroundColor = Kit.icon
        let closeButton = UIButton(configuration: close)
        closeButton.backgroundColor = Kit.chip
        view.addSubview(closeButton)
    }

    func addTintedButtons() {
        // A filled style without a base background fills with the button's tint.
        let buy = UIButton(type: .system)
        buy.tintColor = Kit.accent
        var style = UIButton.Configuration.filled()
        style.baseForegroundColor = .white
        buy.configuration = style
        view.addSubview(buy)

        // The tinted style draws a shade of its base background: not evaluated.
        var soft = UIButton.Configuration.tinted()
        soft.baseBackgroundColor = Kit.wash
        soft.baseForegroundColor = Kit.leaf
        let softButton = UIButton(configuration: soft)
        view.addSubview(softButton)

        // A filled style with neither a base background nor a tint: not paired with the view.
        var bare = UIButton.Configuration.filled()
        bare.baseForegroundColor = Kit.ink
        let bareButton = UIButton(configuration: bare)
        view.addSubview(bareButton)
    }

    func addStatefulButton() {
        // Colors that follow the button's state at run time: not evaluated, whatever the configuration says.
        var live = UIButton.Configuration.filled()
        live.baseForegroundColor = Kit.busy
        live.baseBackgroundColor = Kit.idle
        let liveButton = UIButton(configuration: live)
        liveButton.configurationUpdateHandler = { button in
            button.configuration?.baseBackgroundColor = button.isHighlighted ? Kit.busy : Kit.idle
        }
        view.addSubview(liveButton)
    }
}
