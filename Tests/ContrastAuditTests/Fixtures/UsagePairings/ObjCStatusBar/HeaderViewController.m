#import "HeaderViewController.h"

@implementation HeaderViewController

- (UIStatusBarStyle)preferredStatusBarStyle {
    CGFloat brightness = 0;
    [[UIColor headerColor] getHue:nil saturation:nil brightness:&brightness alpha:nil];
    if (brightness < 0.65) {
        return UIStatusBarStyleLightContent;
    }
    return UIStatusBarStyleDarkContent;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor headerColor];
    NSDictionary *attributes = @{NSFontAttributeName: [UIFont systemFontOfSize:13],
                                 NSForegroundColorAttributeName: [UIColor chipTextColor],
                                 NSBackgroundColorAttributeName: [UIColor chipColor]};
    self.chipLabel.attributedText = [[NSAttributedString alloc] initWithString:@"Beta" attributes:@{
        NSForegroundColorAttributeName: [UIColor chipTextColor],
        NSBackgroundColorAttributeName: [UIColor chipColor]
    }];
    [self.titleLabel setAttributedText:[[NSAttributedString alloc] initWithString:@"Today"
        attributes:@{NSForegroundColorAttributeName: [UIColor whiteColor]}]];
    [self.view addSubview:self.chipLabel];
    [self.view addSubview:self.titleLabel];
}

@end
