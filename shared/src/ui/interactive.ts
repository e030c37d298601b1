/**
 * Interactive Chakra components (overlays, tabs, form fields), kept apart from ui/index.ts so the first screen
 * does not load their state machines; the remotes that need them load this singleton on demand.
 */
export { Input } from '@chakra-ui/react/input';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Tabs } from '@chakra-ui/react/tabs';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { RadioGroup } from '@chakra-ui/react/radio-group';
export { Textarea } from '@chakra-ui/react/textarea';
// Only a page that embeds the login renders in a shadow root: kept off the first screen of our own site.
export { ShadowUiProvider, SHADOW_ROOT_ATTRIBUTE } from './ShadowUiProvider';
