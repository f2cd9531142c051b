#import "LoaderController.h"

@implementation LoaderController

- (void)restyle
{
    self.view.backgroundColor = [Skin active].swatches.paper;
    self.spinner.color = [Skin active].swatches.ink;
}

@end
