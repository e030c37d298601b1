/**
 * The UI kit every app uses: only the Chakra components we need, re-exported. Shared as a federated singleton
 * instead of @chakra-ui/react whole, which the federation plugin would ship untree-shaken.
 */
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack } from '@chakra-ui/react/stack';
export { Grid } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Text } from '@chakra-ui/react/text';
export { Heading } from '@chakra-ui/react/heading';
export { Link } from '@chakra-ui/react/link';
export { Image } from '@chakra-ui/react/image';
export { Button, CloseButton } from '@chakra-ui/react/button';
export { Badge } from '@chakra-ui/react/badge';
export { Stat } from '@chakra-ui/react/stat';
export { Spinner } from '@chakra-ui/react/spinner';
export { Separator } from '@chakra-ui/react/separator';
export { AspectRatio } from '@chakra-ui/react/aspect-ratio';
export { Portal } from '@chakra-ui/react/portal';
export { chakra } from '@chakra-ui/react/styled-system';
export { UiProvider, withUi } from './UiProvider';
export { MessageHost } from './MessageHost';
