#import "RunsItemViewController.h"
#import "UIColor+RunsPalette.h"

// Text built from runs: appended in branches and in a loop, given a color range by range, or made by the
// class's own methods. Each run's color is drawn on the view the string is given to.
@implementation RunsItemViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor runsBackdropColor];

    NSMutableAttributedString *requirements = [[NSMutableAttributedString alloc] init];
    for (NSString *requirement in self.item.requirements) {
        NSAttributedString *run;
        if ([self.item meets:requirement]) {
            run = [[NSAttributedString alloc] initWithString:requirement attributes:@{NSForegroundColorAttributeName: [UIColor runsDimColor]}];
        } else {
            run = [[NSAttributedString alloc] initWithString:requirement attributes:@{NSForegroundColorAttributeName: [UIColor runsWarningColor]}];
        }
        [requirements appendAttributedString:run];
    }
    self.requirementsLabel.attributedText = requirements;

    NSMutableAttributedString *terms = [[NSMutableAttributedString alloc] initWithString:self.item.terms];
    [terms addAttribute:NSForegroundColorAttributeName value:[UIColor runsLinkColor] range:NSMakeRange(0, 4)];
    self.termsLabel.attributedText = terms;

    self.detailTextView.backgroundColor = [UIColor runsBackdropColor];
    self.detailTextView.attributedText = [self detailText];
}

- (NSAttributedString *)detailText {
    NSMutableAttributedString *text = [[NSMutableAttributedString alloc] init];
    [text appendAttributedString:[[self class] titleRunFor:@"Weight: "]];
    [text appendAttributedString:[[self class] runFor:self.item.weight color:[UIColor runsDimColor]]];
    return text;
}

+ (NSAttributedString *)titleRunFor:(NSString *)string {
    if (!string) {
        return nil;
    }
    return [[NSAttributedString alloc] initWithString:string attributes:@{NSForegroundColorAttributeName: [UIColor runsInkColor]}];
}

+ (NSAttributedString *)runFor:(NSString *)string color:(UIColor *)color {
    return [[NSAttributedString alloc] initWithString:string attributes:@{NSForegroundColorAttributeName: color}];
}

@end
