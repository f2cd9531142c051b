import SwiftUI
import UIKit

/// UIKit's `.red` is `UIColor.red`, pure red; SwiftUI's `.red` in the same file is the system red.
final class AlertController: UIViewController {
    private let message = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        message.textColor = .red
        view.addSubview(message)
    }
}

struct AlertBanner: View {
    var body: some View {
        Text("Failed")
            .foregroundColor(.red)
            .background(Color.black)
    }
}
