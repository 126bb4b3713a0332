import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FireTruckIcon from '@mui/icons-material/FireTruck';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import { DEFAULT_VEHICLE_ICON, VEHICLE_TYPES } from '#domain/vehicleTypes';

type IconComponent = typeof LocalShippingIcon;

/** The icon name of each SPEC §3 vehicle type (src/domain/vehicleTypes.ts) drawn with an MUI icon. */
export const VEHICLE_ICONS: Record<string, IconComponent> = {
  container: Inventory2Icon,
  flatbed: RvHookupIcon,
  halfbody: FireTruckIcon,
  mazda: AirportShuttleIcon,
  suzuki: DirectionsCarIcon,
  shehzore: LocalShippingOutlinedIcon,
  reefer: AcUnitIcon,
  [DEFAULT_VEHICLE_ICON]: LocalShippingIcon,
};

/** The icon of a vehicle type by id (or by the icon name the lookup answers); an unknown type gets the default truck. */
export function vehicleIconOf(vehicleTypeId: number | null | undefined, iconName?: string | null): IconComponent {
  const name = iconName ?? VEHICLE_TYPES.find((type) => type.id === vehicleTypeId)?.icon ?? DEFAULT_VEHICLE_ICON;
  return VEHICLE_ICONS[name] ?? VEHICLE_ICONS[DEFAULT_VEHICLE_ICON];
}

interface Props extends Omit<SvgIconProps, 'children'> {
  vehicleTypeId: number | null | undefined;
  iconName?: string | null;
  /** Given, the icon is announced with this name; otherwise it is decorative (the type's name is written beside it). */
  title?: string;
}

/** A vehicle type's icon (one of the module-level icons above, picked by id, hence createElement). */
export function VehicleTypeIcon({ vehicleTypeId, iconName, title, ...props }: Props) {
  return createElement(vehicleIconOf(vehicleTypeId, iconName), { fontSize: 'small', ...props, titleAccess: title });
}
