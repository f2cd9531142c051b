#import <UIKit/UIKit.h>

@interface BuddyCell : UITableViewCell
@property (nonatomic, strong) UILabel *accountLabel;
@end

@interface BuddyListViewController : UIViewController
@property (nonatomic, strong) UITableView *tableView;
@end
