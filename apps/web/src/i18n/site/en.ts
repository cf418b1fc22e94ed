import catalogue from 'virtual:site-catalogue/en';

export default catalogue;
