import UIKit

final class ConnectPanel: UIView {
    /// Titled, never colored: UIKit draws the title of a custom button in white.
    lazy var connectButton: UIButton = {
        let connectButton = UIButton()
        connectButton.setTitle("CONNECT", for: .normal)
        connectButton.titleLabel?.font = UIFont.systemFont(ofSize: 16)
        connectButton.backgroundColor = UIColor(red: 0.2, green: 0.55, blue: 0.9, alpha: 1)
        return connectButton
    }()

    /// Colored in another method of the type: not UIKit's default.
    lazy var cancelButton: UIButton = {
        let cancelButton = UIButton(type: .custom)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.backgroundColor = UIColor(white: 0.95, alpha: 1)
        return cancelButton
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(connectButton)
        addSubview(cancelButton)
        styleCancel()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func styleCancel() {
        cancelButton.setTitleColor(UIColor(white: 0.2, alpha: 1), for: .normal)
    }
}
