import UIKit

// The text color is set where the skin is applied; the background in the highlight override, through the
// stored skin. Each skin's title meets that skin's backgrounds only.
final class TrackCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let countLabel = UILabel()
    private var skin: Skin = .day

    func restyle(skin: Skin) {
        self.skin = skin
        contentView.addSubview(nameLabel)
        contentView.addSubview(countLabel)
        nameLabel.textColor = skin.title
        countLabel.textColor = skin.badge
        setHighlighted(isHighlighted, animated: false)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        backgroundColor = highlighted ? skin.cardPressed : skin.card
    }
}
