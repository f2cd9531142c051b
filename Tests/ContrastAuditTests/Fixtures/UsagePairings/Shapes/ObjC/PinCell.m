#import <UIKit/UIKit.h>

@implementation UIColor (Pins)
+ (UIColor *)pinNavy { return [UIColor colorWithRed:20.0/255.0 green:60.0/255.0 blue:140.0/255.0 alpha:1.0]; }
@end

@interface PinCell : UITableViewCell
@property (nonatomic, strong) UIImageView *marker;
@end

@implementation PinCell
- (void)restyle {
    self.backgroundColor = [UIColor whiteColor];
    self.marker.tintColor = [[UIColor pinNavy] colorWithAlphaComponent:0.8];
}
@end
