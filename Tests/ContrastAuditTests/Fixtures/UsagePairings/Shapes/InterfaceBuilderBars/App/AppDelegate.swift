import UIKit

final class AppDelegate: NSObject {}
