#import "LegacyViewController.h"

@implementation LegacyViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor legacyPaper];
    [self.sendButton setTitleColor:[UIColor legacyAction] forState:UIControlStateNormal];
    [self.sendButton setBackgroundColor:[UIColor legacyPaper]];
    self.messageLabel.textColor = [UIColor legacyText];
    [self.view addSubview:self.messageLabel];
}

@end
