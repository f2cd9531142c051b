#import "BuddyCell.h"

@implementation BuddyCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
        self.accountLabel = [[UILabel alloc] init];
        self.accountLabel.textColor = [UIColor colorWithWhite:0.55 alpha:1.0];
        [self.contentView addSubview:self.accountLabel];
    }
    return self;
}

@end

@implementation BuddyListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
    [self.tableView registerClass:[BuddyCell class] forCellReuseIdentifier:@"buddy"];
    [self.view addSubview:self.tableView];
}

@end
