import SnapKit
import UIKit

/// Labels placed beside a panel and pinned inside it sit on the panel; one pinned below it does not.
final class ServerRow: UIView {
    let backgroundPanel: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view.layer.borderColor = UIColor(white: 0.9, alpha: 1).cgColor
        view.layer.borderWidth = 1
        return view
    }()

    let addressLabel: UILabel = {
        let label = UILabel()
        label.textColor = UIColor(white: 0.2, alpha: 1)
        return label
    }()

    // No text color anywhere: UIKit's label color.
    let captionLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        return label
    }()

    let noteLabel = UILabel()
    let hintLabel = UILabel()
    let actionButton = UIButton(type: .system)
    // A plain view around a field: its border is the field's boundary, a component.
    let fieldContainer = UIView()
    let emailField = UITextField()

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.2, alpha: 1)
        addSubview(backgroundPanel)
        addSubview(addressLabel)
        addSubview(captionLabel)
        addSubview(noteLabel)
        addSubview(hintLabel)
        addSubview(actionButton)
        noteLabel.textColor = UIColor(white: 0.3, alpha: 1)
        hintLabel.textColor = UIColor(white: 0.5, alpha: 1)
        actionButton.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        actionButton.layer.borderWidth = 1
        addSubview(fieldContainer)
        fieldContainer.addSubview(emailField)
        fieldContainer.layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
        fieldContainer.layer.borderWidth = 1

        backgroundPanel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(8)
        }
        addressLabel.snp.makeConstraints { make in
            make.top.left.equalTo(backgroundPanel).offset(10)
        }
        captionLabel.snp.makeConstraints { make in
            make.top.equalTo(addressLabel.snp.bottom)
            make.left.bottom.equalTo(backgroundPanel).inset(10)
        }
        hintLabel.snp.makeConstraints { make in
            make.top.equalTo(backgroundPanel.snp.bottom).offset(4)
        }
        NSLayoutConstraint.activate([
            noteLabel.leadingAnchor.constraint(equalTo: backgroundPanel.leadingAnchor, constant: 8),
            noteLabel.topAnchor.constraint(equalTo: captionLabel.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
