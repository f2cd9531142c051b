import SwiftUI
import UIKit

final class NoteView: UIView {
    let body = UILabel()

    func restyle() {
        addSubview(body)
        backgroundColor = .pageFill
        body.textColor = .bodyText
    }
}

struct Badge: View {
    var body: some View {
        Text("New")
            .foregroundStyle(Scheme.everyday.accent)
            .background(Scheme.everyday.base)
    }
}
