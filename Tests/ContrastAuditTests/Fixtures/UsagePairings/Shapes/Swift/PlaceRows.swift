import UIKit

final class PlaceCell: UITableViewCell {
    let subtitle = UILabel()
    let distance = UILabel()
}

// A cell styled from outside: its own labels sit in it.
struct PlaceRowStyler {
    func style(_ cell: PlaceCell) {
        cell.subtitle.textColor = UIColor(red: 0.42, green: 0.42, blue: 0.45, alpha: 1)
        cell.backgroundColor = UIColor(white: 0.96, alpha: 1)
    }

    // `ReviewCell` is declared in a file not read: its name says it is a cell, which holds its own views.
    func style(review cell: ReviewCell) {
        cell.stars.tintColor = UIColor(red: 0.8, green: 0.5, blue: 0, alpha: 1)
        cell.backgroundColor = UIColor(white: 0.1, alpha: 1)
    }

    // So is `CellMore`.
    func style(more cell: CellMore) {
        cell.more.textColor = UIColor(red: 0.3, green: 0.3, blue: 0.9, alpha: 1)
        cell.backgroundColor = UIColor(white: 0.98, alpha: 1)
    }
}

final class PlacesController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath) as! PlaceCell
        cell.distance.textColor = UIColor(red: 0.1, green: 0.45, blue: 0.3, alpha: 1)
        cell.backgroundColor = UIColor(red: 0.99, green: 0.98, blue: 0.94, alpha: 1)
        return cell
    }
}

// A spinner's color and a progress bar's fill are components over the view.
final class LoadingController: UIViewController {
    let wheel = UIActivityIndicatorView(style: .large)
    let bar = UIProgressView(progressViewStyle: .default)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        wheel.color = .spinner
        bar.progressTintColor = .meter
        view.addSubview(wheel)
        view.addSubview(bar)
    }
}
