import UIKit

enum Tone {
    static let cell = UIColor(red: 0.13, green: 0.12, blue: 0.12, alpha: 1)
    static let on = UIColor(red: 0, green: 0.65, blue: 0.88, alpha: 1)
    static let off = UIColor(red: 0.35, green: 0.37, blue: 0.39, alpha: 1)
    static let key = UIColor(red: 0.96, green: 0.97, blue: 0.98, alpha: 1)
    static let digit = UIColor(red: 0.09, green: 0.1, blue: 0.11, alpha: 1)
}

final class TogglesController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let toggle = UISwitch()
        toggle.onTintColor = Tone.on
        toggle.tintColor = Tone.off
        cell.accessoryView = toggle
        cell.backgroundColor = Tone.cell
        return cell
    }
}

final class KeyButton: UIButton {
    func show(digit: String) {
        backgroundColor = Tone.key
        let title = NSAttributedString(string: digit, attributes: [.foregroundColor: Tone.digit])
        setAttributedTitle(title, for: .normal)
    }
}
